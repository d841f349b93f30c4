/**
 * Puts text on the clipboard; false where the browser does not allow it (a page served over plain
 * http, a refused permission), and the screen then shows the text to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
