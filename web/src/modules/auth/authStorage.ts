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

interface CaptainSession {
  token: string;
  user: SessionUser;
}

interface StudentSession {
  token: string;
  student: SessionStudent;
}

// localStorage keys of spec §9: token, user, hasPremium (captain/staff); student, studentToken.
const KEYS = { token: "token", user: "user", hasPremium: "hasPremium", student: "student", studentToken: "studentToken" };

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

/** Reads and writes the signed-in captain/staff member and student in localStorage. */
export const authStorage = {
  readCaptain(): CaptainSession | null {
    const token = localStorage.getItem(KEYS.token);
    const user = toSessionUser(parse(localStorage.getItem(KEYS.user)));
    return token && user ? { token, user } : null;
  },
  writeCaptain(token: string, user: SessionUser): SessionUser {
    const clean = toSessionUser(user) ?? user;
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.user, JSON.stringify(clean));
    // Not known until the server answers (usePremium asks it and keeps this key up to date).
    localStorage.setItem(KEYS.hasPremium, "false");
    return clean;
  },
  updateUser(user: SessionUser): SessionUser {
    const clean = toSessionUser(user) ?? user;
    localStorage.setItem(KEYS.user, JSON.stringify(clean));
    return clean;
  },
  clearCaptain(): void {
    localStorage.removeItem(KEYS.token);
    localStorage.removeItem(KEYS.user);
    localStorage.removeItem(KEYS.hasPremium);
  },
  captainToken(): string | null {
    return localStorage.getItem(KEYS.token);
  },
  readStudent(): StudentSession | null {
    const token = localStorage.getItem(KEYS.studentToken);
    const student = toSessionStudent(parse(localStorage.getItem(KEYS.student)));
    return token && student ? { token, student } : null;
  },
  writeStudent(token: string, student: SessionStudent): SessionStudent {
    const clean = toSessionStudent(student) ?? student;
    localStorage.setItem(KEYS.studentToken, token);
    localStorage.setItem(KEYS.student, JSON.stringify(clean));
    return clean;
  },
  updateStudent(student: SessionStudent): SessionStudent {
    const clean = toSessionStudent(student) ?? student;
    localStorage.setItem(KEYS.student, JSON.stringify(clean));
    return clean;
  },
  clearStudent(): void {
    localStorage.removeItem(KEYS.studentToken);
    localStorage.removeItem(KEYS.student);
  },
  studentToken(): string | null {
    return localStorage.getItem(KEYS.studentToken);
  },
};
