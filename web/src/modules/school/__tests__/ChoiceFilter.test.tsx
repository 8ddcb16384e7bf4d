import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ChoiceFilter } from "../components/ChoiceFilter.tsx";
import { useSearchParamChoice } from "../useSearchParamChoice.ts";

const SHOWS: ["upcoming", "past", "all"] = ["upcoming", "past", "all"];
const LABELS = { upcoming: "Nadchodzące", past: "Minione", all: "Wszystkie" };

function ShowFilter() {
  const [show, setShow] = useSearchParamChoice("show", SHOWS);
  const location = useLocation();
  return (
    <>
      <ChoiceFilter label="Pokaż" choices={SHOWS} value={show} choiceLabel={(choice) => LABELS[choice]} onChange={setShow} />
      <output>{`${show} ${location.search}`}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ShowFilter />
    </MemoryRouter>,
  );

describe("ChoiceFilter with useSearchParamChoice", () => {
  it("reads the choice from the URL, and the first choice when it is missing or unknown", () => {
    renderAt("/planned-trips?show=past");
    expect(screen.getByRole("status")).toHaveTextContent("past ?show=past");
    expect(screen.getByRole("radio", { name: "Minione" })).toBeChecked();
  });

  it("falls back to the first choice for an unknown value", () => {
    renderAt("/planned-trips?show=later");
    expect(screen.getByRole("status")).toHaveTextContent("upcoming");
    expect(screen.getByRole("radio", { name: "Nadchodzące" })).toBeChecked();
  });

  it("keeps a chosen value in the URL and leaves the URL bare for the first choice", async () => {
    const user = userEvent.setup();
    renderAt("/planned-trips");
    await user.click(screen.getByText("Wszystkie"));
    expect(screen.getByRole("status")).toHaveTextContent("all ?show=all");
    await user.click(screen.getByText("Nadchodzące"));
    expect(screen.getByRole("status").textContent).toBe("upcoming ");
  });
});
