/**
 * GST on our subscription invoices: 18% (CGST 9% + SGST 9% inside the seller's state, IGST 18%
 * otherwise). Plan prices are GST-inclusive, so the clinic pays exactly the advertised price and
 * the invoice splits it. All in integer paise; the taxable value is rounded and tax is the rest,
 * so the parts always add up to the total.
 */
export interface GstBreakdown {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  interState: boolean;
}

export function splitGstInclusive(totalPaise: number, interState: boolean): GstBreakdown {
  const taxablePaise = Math.round((totalPaise * 100) / 118);
  const tax = totalPaise - taxablePaise;
  if (interState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise, interState };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise, interState };
}
