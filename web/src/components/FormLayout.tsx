import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { formTakenOver } from "../lib/prerenderedFor.ts";
import { FormAlert, preloadFormAlert } from "./FormAlert.tsx";

interface FormLayoutProps {
  /** react-hook-form's handleSubmit(...): it handles its own errors, so its promise is not awaited. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** A server message for the whole form, shown above the fields until the user edits the form. */
  error?: string | null;
  /** A success message, shown above the fields. */
  success?: ReactNode;
  children: ReactNode;
  /** Called when the user changes a field (typing, ticking): not when the form fills itself in. */
  onEdit?: () => void;
  /** The form element (useValuesFilledBeforeTheApp). */
  formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * A native form (submitted through react-hook-form) with antd's alerts (FormAlert); its rows are FieldFrames (antd's vertical form rows).
 * The server's message goes away as soon as the user changes a field (it answered the old values).
 */
export function FormLayout({ onSubmit, error, success, children, onEdit, formRef }: FormLayoutProps) {
  const [editedAfter, setEditedAfter] = useState<string | null>(null);
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  // A form of a prerendered page is the app's from here on (a submit held until now is sent).
  useEffect(() => formTakenOver(ref.current), [ref]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setEditedAfter(null);
    preloadFormAlert();
    void onSubmit(event);
  };
  const shownError = error && error !== editedAfter ? error : null;
  return (
    <form
      ref={ref}
      onSubmit={submit}
      onChange={() => {
        preloadFormAlert();
        if (error) setEditedAfter(error);
        onEdit?.();
      }}
      noValidate
    >
      {shownError ? <FormAlert type="error" title={shownError} /> : null}
      {success ? <FormAlert type="success" title={success} /> : null}
      {children}
    </form>
  );
}
