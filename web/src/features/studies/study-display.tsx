import { STUDY_TYPE_LABELS, type StudyType } from '../../../../core/studies/study-schemas.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'green' },
  'in-progress': { label: 'In Progress', tone: 'blue' },
  scheduled: { label: 'Scheduled', tone: 'amber' },
};

/** Completed, In Progress, Scheduled; any other value as it came, in neutral style (clinical spec). */
export function StudyStatusBadge({ status }: { status: string }) {
  const known = STATUS[status];
  return <Badge tone={known?.tone ?? 'slate'}>{known?.label ?? status}</Badge>;
}

export function studyTypeLabel(type: string): string {
  return Object.hasOwn(STUDY_TYPE_LABELS, type) ? STUDY_TYPE_LABELS[type as StudyType] : type;
}

/** The avatar text of a study: the last two characters of its id ("S-000042" → "42"). */
export function studyBadgeText(studyId: string): string {
  return studyId.slice(-2);
}
