import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../core/format/dates.ts';
import { ROLE_LABELS, ROLES, type Role, roleLabel } from '../../../../core/team/permissions.ts';
import type { Invitation, Member } from '../../../../core/team/team-schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DATA_CELL, DataTable } from '../../components/ui/data-table.tsx';
import { Select } from '../../components/ui/select.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useCentres } from '../../lib/use-centres.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { AddFromCentreDialog } from './add-from-centre-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { LinkDoctorDialog } from './link-doctor-dialog.tsx';
import { useResendInvitation, useRevokeInvitation, useTeam, useUpdateMember } from './team-api.ts';

const failed = (title: string) => (error: unknown) =>
  toast({ title: t(title), description: t(errorMessageOf(error, msg('Please try again.'))), variant: 'destructive' });

/** Team (issue 15): members with their roles, open invitations and the plan's seats. Admins only. */
export function TeamPage() {
  useDocumentTitle('Team');
  const can = useCan();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  const [adding, setAdding] = useState(false);
  const { user } = useAuth();
  const centres = useCentres();
  // Only where there is another centre to bring someone from.
  const centreId = (centres.data?.length ?? 0) > 1 ? user?.centre?.id : undefined;
  if (!can('team')) return <ErrorMessage>{t('Only administrators can manage the team.')}</ErrorMessage>;
  const seats = team.data?.seats;
  const full = seats ? seats.limit !== null && seats.used >= seats.limit : false;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Team')}</h1>
          <p className="mt-1 text-slate-600" data-testid="seats">
            {seats
              ? `${t('{used} of {limit} user accounts in use', { used: seats.used, limit: seats.limit ?? t('unlimited') })}${full ? ` — ${t('upgrade your plan to add more')}` : ''}`
              : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {can('organisation') && centreId ? (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <Users aria-hidden="true" className="size-4" />
              {t('Add from Another Centre')}
            </Button>
          ) : null}
          <Button onClick={() => setInviting(true)} disabled={full}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('Invite Member')}
          </Button>
        </div>
      </div>
      {team.isPending ? <LoadingMessage>{t('Loading the team...')}</LoadingMessage> : null}
      {team.isError ? (
        <ErrorMessage>{t(errorMessageOf(team.error, msg('The team could not be loaded.')))}</ErrorMessage>
      ) : null}
      {team.data ? (
        <>
          <Card>
            <MembersTable members={team.data.members} />
          </Card>
          <Card>
            <h2 className="px-4 pt-4 text-lg font-semibold text-slate-900">{t('Pending invitations')}</h2>
            <InvitationsTable invitations={team.data.invitations} />
          </Card>
        </>
      ) : null}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      {adding && centreId ? <AddFromCentreDialog centreId={centreId} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

function MembersTable({ members }: { members: Member[] }) {
  const { user } = useAuth();
  const update = useUpdateMember();
  const [linking, setLinking] = useState<{ member: Member; role: 'admin' | 'doctor' } | null>(null);
  const changeRole = (member: Member, role: Role) => {
    // A doctor signs as a doctor record: choose or add one first.
    if (role === 'doctor' && !member.doctorId) return setLinking({ member, role });
    update.mutate({ userId: member.userId, change: { role } }, { onError: failed('Role not changed') });
  };
  return (
    <>
      <DataTable
        caption={t('Team members')}
        columns={[
          { label: msg('Name') },
          { label: msg('E-mail') },
          { label: msg('Role') },
          { label: msg('Status') },
          { label: msg('Actions'), hiddenLabel: true },
        ]}
        minWidthClass="sm:min-w-[720px]"
        stackOnPhone
      >
        {members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <tr key={member.userId}>
              <td className={DATA_CELL}>
                <p className="font-medium text-slate-900">
                  {name}
                  {member.userId === user?.id ? ` ${t('(you)')}` : ''}
                </p>
                {member.doctorName ? (
                  <p className="text-xs text-slate-600">
                    {t('Signs as')} {member.doctorName}
                  </p>
                ) : null}
                {member.role === 'admin' && !member.doctorId ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0 text-xs"
                    onClick={() => setLinking({ member, role: 'admin' })}
                  >
                    {t('Link a doctor record')}
                    <span className="sr-only"> {t('for {name}', { name })}</span>
                  </Button>
                ) : null}
              </td>
              <td className={`${DATA_CELL} break-all`}>{member.email}</td>
              <td className={DATA_CELL}>
                <Select
                  aria-label={t('Role of {name}', { name })}
                  value={member.role}
                  disabled={update.isPending}
                  onChange={(event) => changeRole(member, event.target.value as Role)}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(ROLE_LABELS[role])}
                    </option>
                  ))}
                </Select>
              </td>
              <td className={DATA_CELL}>
                <Badge tone={member.status === 'active' ? 'green' : 'slate'}>
                  {member.status === 'active' ? t('Active') : t('Deactivated')}
                </Badge>
              </td>
              <td className={`${DATA_CELL} text-right`}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate(
                      { userId: member.userId, change: { active: member.status !== 'active' } },
                      {
                        onSuccess: () =>
                          toast({
                            title: member.status === 'active' ? t('Member deactivated') : t('Member reactivated'),
                            description: `${name} (${t(roleLabel(member.role))})`,
                          }),
                        onError: failed(msg('Not changed')),
                      },
                    )
                  }
                >
                  {member.status === 'active' ? t('Deactivate') : t('Reactivate')}
                  <span className="sr-only"> {name}</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </DataTable>
      {linking ? (
        <LinkDoctorDialog
          member={linking.member}
          role={linking.role}
          members={members}
          onClose={() => setLinking(null)}
        />
      ) : null}
    </>
  );
}

function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return <EmptyMessage>{t('No pending invitations.')}</EmptyMessage>;
  return (
    <DataTable
      caption={t('Pending invitations')}
      columns={[
        { label: msg('Name') },
        { label: msg('E-mail') },
        { label: msg('Role') },
        { label: msg('Expires') },
        { label: msg('Actions'), hiddenLabel: true },
      ]}
      minWidthClass="sm:min-w-[720px]"
      stackOnPhone
    >
      {invitations.map((invitation) => {
        const expired = new Date(invitation.expiresAt).getTime() <= Date.now();
        return (
          <tr key={invitation.id}>
            <td className={DATA_CELL}>{`${invitation.firstName} ${invitation.lastName}`}</td>
            <td className={`${DATA_CELL} break-all`}>{invitation.email}</td>
            <td className={DATA_CELL}>{t(roleLabel(invitation.role))}</td>
            <td className={DATA_CELL}>
              {/* The column's head is hidden on a phone's stacked rows: the date says what it is. */}
              <span className="text-slate-600 sm:hidden">{expired ? null : `${t('Expires')} `}</span>
              {expired ? t('Expired') : formatDate(invitation.expiresAt)}
            </td>
            <td className={`${DATA_CELL} space-x-2 text-right whitespace-nowrap`}>
              <Button
                variant="secondary"
                size="sm"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(invitation.id, {
                    onSuccess: () => toast({ title: t('Invitation resent'), description: invitation.email }),
                    onError: failed(msg('Not resent')),
                  })
                }
              >
                {t('Resend')}
                <span className="sr-only"> {t('to {email}', { email: invitation.email })}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(invitation.id, { onError: failed(msg('Not revoked')) })}
              >
                {t('Revoke')}
                <span className="sr-only"> {invitation.email}</span>
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
