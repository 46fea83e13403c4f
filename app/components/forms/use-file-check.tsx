import { useRef, useState, type FormEvent } from "react";
import { type FileProblem, type FileRules, fileProblem } from "~/domain/file-rules";

/**
 * A file field checked in the browser as soon as files are chosen, and again when its form is sent: a file the
 * server would refuse never goes up. `onSubmit` stops the sending and moves focus to the field, where its error is.
 * Without scripts the server says the same after the upload.
 */
export function useFileCheck(rules: FileRules) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const check = () => {
    const found = fileProblem([...(input.current?.files ?? [])], rules);
    setProblem(found);
    return found;
  };
  return {
    input,
    problem,
    onChange: () => void check(),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (!check()) return;
      event.preventDefault();
      input.current?.focus();
    },
  };
}

/**
 * The banner above a form for a field's error: it names the field and links to it, and leaves focus where it is
 * (on the field, which the check moved it to), while a screen reader hears it as an alert.
 */
export function FieldAlert({ fieldId, label, message }: { fieldId: string; label: string; message: string }) {
  return (
    <div className="form-alert" role="alert">
      <a href={`#${fieldId}`}>{label}</a>: {message}
    </div>
  );
}
