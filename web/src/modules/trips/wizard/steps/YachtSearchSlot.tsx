/**
 * Where step 2's yacht search goes (spec §2: search box from 2 characters, add-yacht button when
 * logged in). It arrives with the yachts issue; until then it renders nothing.
 */
export function YachtSearchSlot() {
  return null;
}
