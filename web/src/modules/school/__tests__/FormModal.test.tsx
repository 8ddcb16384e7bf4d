import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import students from "../../../i18n/locales/students.pl.json";
import { FormModal } from "../components/FormModal.tsx";

function renderModal(props: { error?: string | null; submitting?: boolean; onSubmit?: () => Promise<void>; onCancel?: () => void }) {
  return render(
    <IntlProvider locale="pl" messages={students}>
      <FormModal
        open
        title="Nowe zaproszenie"
        okText="Utwórz"
        formId="test-form"
        submitting={props.submitting ?? false}
        onSubmit={props.onSubmit ?? (() => Promise.resolve())}
        onCancel={props.onCancel ?? (() => {})}
        error={props.error ?? null}
        intro={<p>Kapitan zobaczy zgłoszenie.</p>}
      >
        <label>
          Opis
          <input name="description" />
        </label>
      </FormModal>
    </IntlProvider>,
  );
}

describe("FormModal", () => {
  it("submits its form from the OK button and closes from Cancel", async () => {
    const onSubmit = vi.fn((event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      return Promise.resolve();
    });
    const onCancel = vi.fn();
    renderModal({ onSubmit, onCancel });
    const dialog = await screen.findByRole("dialog", { name: "Nowe zaproszenie" });
    expect(dialog).toHaveTextContent("Kapitan zobaczy zgłoszenie.");
    expect(screen.getByLabelText("Opis")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Utwórz" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Anuluj" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("shows the server's error over the fields and a busy OK button while submitting", async () => {
    renderModal({ error: "Zaproszenie wygasło", submitting: true });
    expect(await screen.findByRole("alert")).toHaveTextContent("Zaproszenie wygasło");
    expect(screen.getByRole("button", { name: /Utwórz/ })).toHaveClass("ant-btn-loading");
  });
});
