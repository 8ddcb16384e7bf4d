import type { UserRole } from "../../gql/graphql.ts";

/** The captain or staff member as stored under `user` (the fields of query Me). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: UserRole;
}

/** The student as stored under `student` (the fields of query StudentMe). */
export interface SessionStudent {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

// localStorage keys of spec §9: token, user, hasPremium (captain/staff); student, studentToken.
const KEYS = { token: "token", user: "user", hasPremium: "hasPremium", student: "student", studentToken: "studentToken" };

/** The keys the prerendered pages' guard reads (prerender.tsx). */
export const SESSION_STORAGE_KEYS = { token: KEYS.token, user: KEYS.user, hasPremium: KEYS.hasPremium, studentToken: KEYS.studentToken } as const;

function parse(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A stored text field: a string as it is, anything else (an older or tampered record) as empty. */
const text = (value: unknown) => (typeof value === "string" ? value : "");

function toSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value) || typeof value.id !== "string" || typeof value.name !== "string") return null;
  const role: UserRole = value.role === "staff" ? "staff" : "captain";
  return { id: value.id, name: value.name, email: text(value.email), phone: text(value.phone), role };
}

function toSessionStudent(value: unknown): SessionStudent | null {
  if (!isObject(value) || typeof value.id !== "string" || typeof value.firstName !== "string") return null;
  return {
    id: value.id,
    firstName: value.firstName,
    lastName: text(value.lastName),
    email: text(value.email),
    phone: text(value.phone),
  };
}

/** A stored value; none where there is no localStorage (the build's prerender, in Node, renders a signed-out visitor). */
const stored = (key: string): string | null => (typeof localStorage === "undefined" ? null : localStorage.getItem(key));

/** One kind's session in localStorage: its token under one key and its record, checked by `clean`, under another. */
function sessionSlot<T>(tokenKey: string, recordKey: string, clean: (value: unknown) => T | null) {
  const update = (record: T): T => {
    const cleaned = clean(record) ?? record;
    localStorage.setItem(recordKey, JSON.stringify(cleaned));
    return cleaned;
  };
  const read = (): { token: string; record: T } | null => {
    const token = stored(tokenKey);
    const record = clean(parse(stored(recordKey)));
    return token && record ? { token, record } : null;
  };
  const write = (token: string, record: T): T => {
    localStorage.setItem(tokenKey, token);
    return update(record);
  };
  const clear = (): void => {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(recordKey);
  };
  const readToken = (): string | null => stored(tokenKey);
  return { read, write, update, clear, token: readToken };
}

const captainSlot = sessionSlot(KEYS.token, KEYS.user, toSessionUser);

/** The captain's/staff member's session in localStorage (writing it resets `hasPremium`, clearing it drops that key too). */
export const captainStore = {
  ...captainSlot,
  write: (token: string, user: SessionUser): SessionUser => {
    const clean = captainSlot.write(token, user);
    // Not known until the server answers (the sign-in's own answer, then usePremium, keep this key up to date).
    premiumStore.write(false);
    return clean;
  },
  clear: (): void => {
    captainSlot.clear();
    localStorage.removeItem(KEYS.hasPremium);
  },
};

/** The captain's Premium as last known (localStorage `hasPremium`): shown until the server answers again. */
export const premiumStore = {
  read: (): boolean => stored(KEYS.hasPremium) === "true",
  write: (hasPremium: boolean): void => localStorage.setItem(KEYS.hasPremium, hasPremium ? "true" : "false"),
};

/** The student's session in localStorage. */
export const studentStore = sessionSlot(KEYS.studentToken, KEYS.student, toSessionStudent);

/** Reads and writes the signed-in captain/staff member and student in localStorage. */
export const authStorage = {
  writeCaptain: captainStore.write,
  updateUser: captainStore.update,
  clearCaptain: captainStore.clear,
  captainToken: captainStore.token,
  writeStudent: studentStore.write,
  updateStudent: studentStore.update,
  clearStudent: studentStore.clear,
  studentToken: studentStore.token,
};
