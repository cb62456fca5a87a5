import dimse from 'dcmjs-dimse';
import { acceptedTransferSyntax } from '../../core/dicom/dicom-classes.ts';

const { constants } = dimse;
const { PresentationContextResult } = constants;

/**
 * Accepts what the portal keeps (worklist, echo, images, SRs in the transfer syntaxes it reads);
 * a known class offered only in a syntax it cannot read is told so, anything else is refused.
 * The embedded listener and the clinic PC's bridge accept exactly the same.
 */
export function settlePresentationContexts(association: InstanceType<typeof dimse.association.Association>) {
  for (const context of association.getPresentationContexts()) {
    const proposed = context.context.getTransferSyntaxUids();
    const accepted = acceptedTransferSyntax(context.context.getAbstractSyntaxUid(), proposed);
    if (accepted) context.context.setResult(PresentationContextResult.Accept, accepted);
    else if (
      acceptedTransferSyntax(context.context.getAbstractSyntaxUid(), [constants.TransferSyntax.ExplicitVRLittleEndian])
    )
      context.context.setResult(PresentationContextResult.RejectTransferSyntaxesNotSupported);
    else context.context.setResult(PresentationContextResult.RejectAbstractSyntaxNotSupported);
  }
}
