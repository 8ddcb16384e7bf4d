import { SeaTimeActions } from "../components/SeaTimeActions.tsx";
import { SeaTimeResults } from "../components/SeaTimeResults.tsx";
import { useSeaTimeFilters } from "../hooks/useSeaTimeFilters.ts";
import { PageTitleBar } from "../../../components/PageTitleBar.tsx";

/** /sea-time: totals, per year, charts, licence progress and the captain's per-trip marks; statement PDF and data in/out. */
export function SeaTimePage() {
  const filters = useSeaTimeFilters();
  return (
    <section>
      <PageTitleBar titleId="seatime.title" introId="seatime.intro" actions={<SeaTimeActions filters={filters} />} align="flex-start" />
      <SeaTimeResults filters={filters} />
    </section>
  );
}
