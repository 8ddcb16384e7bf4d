// antd's form row markup and styles without antd's Form: its Form.Item brings @rc-component/form
// (the field store, async-validator, the list and scroll helpers: ≈ 18 kB as sent on the sign-in
// screen), which none of these forms uses — react-hook-form holds the values and zod the rules.
import { FormItemInputContext } from "antd/es/form/context";
import useFormStyle from "antd/es/form/style";
import { ConfigContext } from "antd/es/config-provider/context";
import useCSSVarCls from "antd/es/config-provider/hooks/useCSSVarCls";
import { type CSSProperties, type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from "react";

/** The props every labelled, controlled field over a string value (a FieldFrame around its control) takes. */
export interface StringFieldProps {
  /** The control's id (and name). */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field; also turns the border red. */
  error?: string;
  required?: boolean;
}

interface FieldFrameProps {
  /** The control's id: the label points at it, the error is `${id}-help` and the hint `${id}-extra`. */
  id?: string;
  /** Without a label the row is the control alone (a checkbox whose text is its label). */
  label?: ReactNode;
  required?: boolean;
  /** Error text shown under the control; also tells the antd control inside to show it red. */
  error?: ReactNode;
  /** The control turns red without an error text here (the text stands elsewhere). */
  invalid?: boolean;
  /** A hint under the control. */
  extra?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * What antd's grid styles give a form item's row and columns (its Row and Col would bring the grid's
 * code); the direction stays with the form's styles (a vertical item's row is a column).
 */
const rowStyle: CSSProperties = { display: "flex", flexWrap: "wrap", minWidth: 0 };
const colStyle: CSSProperties = { position: "relative", maxWidth: "100%", minHeight: 1 };

/**
 * A vertical antd form row: label (with the required mark), the control, its error and hint below —
 * the markup and class names of antd's Form.Item in a vertical form, styled by antd's form styles,
 * and the same status context, so an antd input, select or checkbox inside turns red on an error.
 */
export function FieldFrame({ id, label, required, error, invalid, extra, style, children }: FieldFrameProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls("form");
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  const itemCls = `${prefixCls}-item`;
  const classes = [cssVarCls, rootCls, hashId].join(" ");
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const red = hasError || invalid === true;
  const status = useMemo(
    () => ({ status: red ? ("error" as const) : ("" as const), errors: [], warnings: [], hasFeedback: false, isFormItemInput: true }),
    [red],
  );

  // As antd does: while an error shows, a negative margin takes the row's own bottom margin back
  // (the error line stands where that space was), so a field does not push the form down when it
  // turns red.
  const itemRef = useRef<HTMLDivElement>(null);
  const [marginBottom, setMarginBottom] = useState(0);
  useLayoutEffect(() => {
    if (hasError && itemRef.current) setMarginBottom(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10) || 0);
  }, [hasError]);

  return (
    <div
      ref={itemRef}
      style={style}
      className={`${itemCls} ${classes} ${itemCls}-vertical${hasError ? ` ${itemCls}-with-help` : ""}${red ? ` ${itemCls}-has-error` : ""}`}
    >
      <div className={`${getPrefixCls("row")} ${itemCls}-row`} style={rowStyle}>
        {label === undefined ? null : (
          <div className={`${getPrefixCls("col")} ${itemCls}-label`} style={colStyle}>
            <label htmlFor={id} className={required ? `${itemCls}-required` : ""} title={typeof label === "string" ? label : ""}>
              {label}
            </label>
          </div>
        )}
        <div className={`${getPrefixCls("col")} ${itemCls}-control`} style={colStyle}>
          <div className={`${itemCls}-control-input`}>
            <div className={`${itemCls}-control-input-content`}>
              <FormItemInputContext.Provider value={status}>{children}</FormItemInputContext.Provider>
            </div>
          </div>
          {hasError || extra ? (
            <div className={`${itemCls}-additional`}>
              {hasError ? (
                <div className={`${itemCls}-explain ${prefixCls}-show-help ${classes} ${itemCls}-explain-connected`}>
                  <div className={`${prefixCls}-show-help-item ${itemCls}-explain-error`}>
                    <span id={id ? `${id}-help` : undefined}>{error}</span>
                  </div>
                </div>
              ) : null}
              {extra ? (
                <div className={`${itemCls}-extra`}>
                  <span id={id ? `${id}-extra` : undefined}>{extra}</span>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {hasError && marginBottom ? <div className={`${itemCls}-margin-offset`} style={{ marginBottom: -marginBottom }} /> : null}
    </div>
  );
}
