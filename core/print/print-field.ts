/** A labelled line of a printed document ("Receipt No.  PAY-000001"); the page and the PDF draw it alike. */
export interface PrintField {
  term: string;
  value: string;
  /** Printed bold (a document's number, the payer). */
  strong?: boolean;
  /** A machine reference (transaction id), printed small so it can break anywhere. */
  mono?: boolean;
}
