import { useEffect } from "react";
import { useSharedQuery } from "../../lib/useSharedQuery.ts";
import { hasPremiumQuery } from "./graphql/hasPremiumQuery.ts";
import { premiumStore } from "../auth/authStorage.ts";

/**
 * Whether the signed-in captain has Premium, asked from the server (which enforces it anyway) and
 * mirrored in localStorage `hasPremium` (spec §9). `known` is false until the server has answered,
 * so a page can wait before redirecting a captain without Premium. Sent without Apollo (the
 * dashboard's first screen does without it) and shared by every component on the page; `refetch`
 * updates them all (after a payment or a cancellation).
 */
export function usePremium() {
  const { data, loading, error, refetch } = useSharedQuery(hasPremiumQuery, { fetchPolicy: "cache-and-network" });
  const hasPremium = data?.hasPremium ?? premiumStore.read();
  useEffect(() => {
    if (data) premiumStore.write(data.hasPremium);
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
