import { render, screen } from "@testing-library/react";
import { Checkbox, Input, Select } from "antd";
import { describe, expect, it } from "vitest";
import { FieldFrame } from "../FieldFrame.tsx";

const item = (container: HTMLElement) => container.querySelector(".ant-form-item") as HTMLElement;

describe("FieldFrame (antd's vertical form row without antd's Form)", () => {
  it("labels its control, marks it required and lays the row out vertically", () => {
    const { container } = render(
      <FieldFrame id="name" label="Nazwa jachtu" required>
        <Input id="name" />
      </FieldFrame>,
    );
    expect(screen.getByLabelText("Nazwa jachtu")).toHaveAttribute("id", "name");
    expect(screen.getByText("Nazwa jachtu")).toHaveClass("ant-form-item-required");
    expect(item(container)).toHaveClass("ant-form-item-vertical");
    expect(item(container)).not.toHaveClass("ant-form-item-has-error");
    expect(container.querySelector(".ant-form-item-explain")).toBeNull();
  });

  it("shows the error under the control, with its id, and turns an antd input inside red", () => {
    const { container } = render(
      <FieldFrame id="port" label="Port" error="Port jest wymagany" extra="Np. Gdynia">
        <Input id="port" />
      </FieldFrame>,
    );
    expect(item(container)).toHaveClass("ant-form-item-has-error", "ant-form-item-with-help");
    expect(screen.getByText("Port jest wymagany")).toHaveAttribute("id", "port-help");
    expect(screen.getByText("Port jest wymagany").closest(".ant-form-item-explain-error")).not.toBeNull();
    expect(screen.getByText("Np. Gdynia")).toHaveAttribute("id", "port-extra");
    expect(screen.getByLabelText("Port")).toHaveClass("ant-input-status-error");
  });

  it("turns the control red without a text of its own when invalid", () => {
    const { container } = render(
      <FieldFrame invalid>
        <Select aria-label="Rodzaj" options={[{ value: "a", label: "A" }]} />
      </FieldFrame>,
    );
    expect(item(container)).toHaveClass("ant-form-item-has-error");
    expect(item(container)).not.toHaveClass("ant-form-item-with-help");
    expect(container.querySelector(".ant-select")).toHaveClass("ant-select-status-error");
    expect(container.querySelector(".ant-form-item-label")).toBeNull();
  });

  it("tells a checkbox inside that it stands in a form row", () => {
    render(
      <FieldFrame>
        <Checkbox>Zapamiętaj mnie</Checkbox>
      </FieldFrame>,
    );
    expect(screen.getByText("Zapamiętaj mnie").closest("label")).toHaveClass("ant-checkbox-wrapper-in-form-item");
  });
});
