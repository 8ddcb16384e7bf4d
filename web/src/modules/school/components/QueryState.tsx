import type { ReactNode } from "react";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";

interface QueryStateProps<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Message id of the error heading. */
  errorTitleId: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Loading (spinner), failed (message with retry) or the loaded data, for one query. */
export function QueryState<T>({ data, loading, error, errorTitleId, onRetry, children }: QueryStateProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (loading || !error) return <PageLoader />;
  return <LoadError titleId={errorTitleId} error={error} onRetry={onRetry} />;
}
