import { beforeEach, describe, expect, it } from "vitest";
import { authStorage, captainStore, studentStore } from "../authStorage.ts";

const user = { id: "u1", name: "Jan Kowalski", email: "jan@example.com", phone: "+48 600 100 200", role: "captain" as const };
const student = { id: "s1", firstName: "Ola", lastName: "Nowak", email: "ola@example.com", phone: "+48 600 300 400" };

describe("authStorage", () => {
  beforeEach(() => localStorage.clear());

  it("keeps a captain under token, user and hasPremium, and clears all three", () => {
    expect(authStorage.writeCaptain("captain-token", user)).toEqual(user);
    expect(localStorage.getItem("token")).toBe("captain-token");
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(user);
    expect(localStorage.getItem("hasPremium")).toBe("false");
    expect(captainStore.read()).toEqual({ token: "captain-token", record: user });
    expect(authStorage.captainToken()).toBe("captain-token");

    authStorage.clearCaptain();
    expect(["token", "user", "hasPremium"].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(captainStore.read()).toBeNull();
  });

  it("keeps a student under studentToken and student, apart from the captain", () => {
    authStorage.writeCaptain("captain-token", user);
    expect(authStorage.writeStudent("student-token", student)).toEqual(student);
    expect(studentStore.read()).toEqual({ token: "student-token", record: student });
    expect(authStorage.studentToken()).toBe("student-token");

    authStorage.clearStudent();
    expect(localStorage.getItem("studentToken")).toBeNull();
    expect(localStorage.getItem("student")).toBeNull();
    expect(studentStore.read()).toBeNull();
    expect(captainStore.read()).toEqual({ token: "captain-token", record: user });
  });

  it("updates the stored record, keeping only its known fields", () => {
    authStorage.writeCaptain("captain-token", user);
    authStorage.writeStudent("student-token", student);
    const renamed = { ...user, name: "Jan Nowak", extra: "dropped" };
    expect(authStorage.updateUser(renamed)).toEqual({ ...user, name: "Jan Nowak" });
    expect(captainStore.read()?.record).toEqual({ ...user, name: "Jan Nowak" });
    expect(authStorage.updateStudent({ ...student, lastName: "Kowalska" })).toEqual({ ...student, lastName: "Kowalska" });
    expect(studentStore.read()?.record.lastName).toBe("Kowalska");
  });

  it("reads no session without a token, or with a broken or tampered record", () => {
    localStorage.setItem("user", JSON.stringify(user));
    expect(captainStore.read()).toBeNull();
    localStorage.setItem("token", "captain-token");
    localStorage.setItem("user", "{not json");
    expect(captainStore.read()).toBeNull();
    localStorage.setItem("studentToken", "student-token");
    localStorage.setItem("student", JSON.stringify({ id: 7 }));
    expect(studentStore.read()).toBeNull();
  });

  it("reads an older record's missing text fields as empty and any other role as captain", () => {
    localStorage.setItem("token", "captain-token");
    localStorage.setItem("user", JSON.stringify({ id: "u1", name: "Jan", role: "admin" }));
    expect(captainStore.read()?.record).toEqual({ id: "u1", name: "Jan", email: "", phone: "", role: "captain" });
    localStorage.setItem("studentToken", "student-token");
    localStorage.setItem("student", JSON.stringify({ id: "s1", firstName: "Ola" }));
    expect(studentStore.read()?.record).toEqual({ id: "s1", firstName: "Ola", lastName: "", email: "", phone: "" });
  });
});
