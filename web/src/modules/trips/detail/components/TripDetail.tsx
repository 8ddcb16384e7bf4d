import { useQuery } from "@apollo/client/react";
import { PageLoader } from "../../../../components/PageLoader.tsx";
import { toErrorDetails } from "../../../../lib/toErrorDetails.ts";
import { usePremium } from "../../../premium/usePremium.ts";
import { LoadError } from "../../shared/components/LoadError.tsx";
import { tripDetailQuery } from "../graphql/tripDetailQuery.ts";
import { TripDetailView } from "./TripDetailView.tsx";
import { TripNotFound } from "./TripNotFound.tsx";

/** Loads one trip: loading, not found, error (with retry) or the trip. */
export function TripDetail({ id }: { id: string }) {
  const { hasPremium } = usePremium();
  const { data, loading, error, refetch } = useQuery(tripDetailQuery, { variables: { id }, fetchPolicy: "cache-and-network" });

  if (!data && loading) return <PageLoader />;
  if (!data && toErrorDetails(error).code === "NOT_FOUND") return <TripNotFound />;
  if (!data) return <LoadError titleId="trips.detail.loadError" error={error} onRetry={() => void refetch()} />;
  return <TripDetailView trip={data.trip} hasPremium={hasPremium} />;
}
