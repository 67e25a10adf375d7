/** A trash-can glyph; the button around it carries the accessible name. */
export function RemoveIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 3h6l1 1h4v2H4V4h4l1-1Zm-3 5h12l-1 12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2L6 8Zm4 2v10h2V10h-2Zm4 0v10h2V10h-2Z"
      />
    </svg>
  );
}
