import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from '@bs/ui/form';
import { fileBase64 } from './file-base64';

type FileFields = { file_name: string; content_base64: string };

/**
 * The file field of an upload form whose body carries `file_name` and `content_base64` (the census,
 * a life event's document): a chosen file over the limit is not read nor sent and the field says
 * so at once, and again on submit; otherwise its name and content go into the form.
 */
export function useFileChoice<T extends FieldValues & FileFields>(
  form: UseFormReturn<T>,
  o: { maxBytes: number; tooBig: string; onChoose?: () => void },
) {
  // The hook only touches the two file fields, which every T has.
  const f = form as unknown as UseFormReturn<FileFields>;
  const tooBig = useRef(false);
  const refuse = () => f.setError('file_name', { message: o.tooBig });
  const choose = async (file: File | undefined) => {
    o.onChoose?.();
    f.clearErrors();
    if (!file) return;
    f.setValue('file_name', file.name);
    tooBig.current = file.size > o.maxBytes;
    if (tooBig.current) {
      f.setValue('content_base64', '');
      refuse();
      return;
    }
    f.setValue('content_base64', await fileBase64(file));
  };
  const { errors } = f.formState;
  return {
    choose,
    /** The file field's message: the form's own check or the server's, on either field. */
    fileError: errors.file_name?.message ?? errors.content_base64?.message,
    /** On submit: true (and said beside the field) when the chosen file was over the limit. */
    refusedForSize: () => {
      if (tooBig.current) refuse();
      return tooBig.current;
    },
  };
}
