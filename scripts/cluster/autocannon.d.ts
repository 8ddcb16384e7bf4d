// The part of autocannon's API that scripts/bench-cluster.ts uses (the package ships no types).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: (Request & { setupRequest?: (req: Request) => Request; onResponse?: (status: number, body: string) => void })[];
  };
  type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  };
  type Instance = PromiseLike<Result> & {
    on(event: "response", fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
    on(event: "reqError", fn: (error: Error) => void): void;
  };
  export default function autocannon(options: Options): Instance;
}
