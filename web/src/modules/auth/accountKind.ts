/** Who signs in or registers on an auth screen: a captain (staff sign in the same way) or a student. */
export type AccountKind = "captain" | "student";
