/**
 * Opens the print dialog once the document's web fonts have loaded, for a page that prints by
 * itself (?autoprint=1): printed earlier, the sheet would be set in the fallback face, wrap
 * differently and could run onto a second page. Returns the effect's cleanup, so a page left
 * before the fonts arrive never prints.
 */
export function printWhenFontsLoad(): () => void {
  let live = true;
  void document.fonts.ready.then(() => {
    if (live) window.print();
  });
  return () => {
    live = false;
  };
}
