import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { hasPremiumQuery } from "./graphql/hasPremiumQuery.ts";

const KEY = "hasPremium";

/**
 * Whether the signed-in captain has Premium, asked from the server (which enforces it anyway) and
 * mirrored in localStorage `hasPremium` (spec §9). `known` is false until the server has answered,
 * so a page can wait before redirecting a captain without Premium.
 */
export function usePremium() {
  const { data, loading, error, refetch } = useQuery(hasPremiumQuery, { fetchPolicy: "cache-and-network" });
  const hasPremium = data?.hasPremium ?? localStorage.getItem(KEY) === "true";
  useEffect(() => {
    if (data) localStorage.setItem(KEY, data.hasPremium ? "true" : "false");
  }, [data]);
  return {
    hasPremium,
    known: data !== undefined,
    loading,
    error,
    subscription: data?.mySubscription ?? null,
    refetch,
  };
}
