import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout; every request logs with its request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "zeglog" }, timestamp: pino.stdTimeFunctions.isoTime });
}
