import { STUDY_TYPE_LABELS, type StudyType } from '../../../../core/studies/study-schemas.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { msg, t } from '../../lib/i18n.ts';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  completed: { label: msg('Completed'), tone: 'green' },
  'in-progress': { label: msg('In Progress'), tone: 'blue' },
  scheduled: { label: msg('Scheduled'), tone: 'amber' },
};

/** Completed, In Progress, Scheduled; any other value as it came, in neutral style (clinical spec). */
export function StudyStatusBadge({ status }: { status: string }) {
  const known = STATUS[status];
  return <Badge tone={known?.tone ?? 'slate'}>{known ? t(known.label) : status}</Badge>;
}

/** The study type in the screen's language; an unknown value as it came. */
export function studyTypeLabel(type: string): string {
  return Object.hasOwn(STUDY_TYPE_LABELS, type) ? t(STUDY_TYPE_LABELS[type as StudyType]) : type;
}

/** The avatar text of a study: the last two characters of its id ("S-000042" → "42"). */
export function studyBadgeText(studyId: string): string {
  return studyId.slice(-2);
}
