// Actions on another member's profile: follow, message, award, support, report, block, share (visitors get 'Inicia sesión').
import { useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Award, Ban, Flag, Heart, MessageCircle, Share2, UserCheck, UserPlus } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui';
import { notify, notifySignInRequired } from '@/lib/toast';
import type { ProfileRow } from '../api/profile-query';
import { NO_VIEWER_STATE, viewerStateQuery } from '../api/viewer-state-query';
import { useToggleFollowMutation } from '../api/toggle-follow-mutation';
import { useToggleAwardMutation } from '../api/toggle-award-mutation';
import { useToggleBlockMutation } from '../api/toggle-block-mutation';
import { useSupportCreatorMutation } from '../api/support-creator-mutation';
import { NOT_VERIFIED_TOAST, NO_LINK_TOAST, SELF_AWARD_TOAST, supportDecision } from '../rules';
import { shareProfile } from '../share';
import { ReportDialog } from '@/components/report/ReportDialog';

export function ProfileActions({ profile, viewerId }: { profile: ProfileRow; viewerId: string | null }) {
  const viewer = useQuery({ ...viewerStateQuery(profile.id, viewerId), enabled: !!viewerId }).data ?? NO_VIEWER_STATE;
  const uid = viewerId ?? '';
  const follow = useToggleFollowMutation(profile, uid);
  const award = useToggleAwardMutation(profile, uid);
  const block = useToggleBlockMutation(profile, uid);
  const support = useSupportCreatorMutation(profile.id);
  const [reporting, setReporting] = useState(false);
  const decision = supportDecision(profile);

  const onFollow = () => (viewerId ? follow.mutate() : notifySignInRequired('Necesitas iniciar sesión para seguir a usuarios.'));
  const onAward = () => {
    if (!viewerId) return notifySignInRequired('Necesitas iniciar sesión para premiar a creadores.');
    if (viewerId === profile.id) return notify(SELF_AWARD_TOAST);
    award.mutate();
  };
  const onMessage = (e: MouseEvent) => {
    if (viewerId) return;
    e.preventDefault();
    notifySignInRequired('Necesitas iniciar sesión para enviar mensajes.');
  };
  // The link itself opens the support page (a real link, so no popup blocker); the click records the support.
  const onSupport = (e: MouseEvent) => {
    if (!viewerId) {
      e.preventDefault();
      return notifySignInRequired('Necesitas iniciar sesión para apoyar a creadores.');
    }
    if (decision !== 'ok') {
      e.preventDefault();
      return notify(decision === 'no_link' ? NO_LINK_TOAST : NOT_VERIFIED_TOAST);
    }
    support.mutate(undefined, {
      onSuccess: () => notify({ title: 'Apoyando al Creador', description: `Gracias por apoyar a ${profile.name}.`, variant: 'success' }),
    });
  };
  const onReport = () => (viewerId ? setReporting(true) : notifySignInRequired('Necesitas iniciar sesión para denunciar.'));
  const onBlock = () => (viewerId ? block.mutate() : notifySignInRequired('Necesitas iniciar sesión para bloquear usuarios.'));

  return (
    <div role="group" aria-label="Acciones del perfil" className="flex flex-wrap gap-2">
      <Button variant={viewer.following ? 'outline' : 'primary'} size="sm" onClick={onFollow} aria-pressed={viewer.following} disabled={follow.isPending}>
        {viewer.following ? <UserCheck size={16} aria-hidden="true" /> : <UserPlus size={16} aria-hidden="true" />}
        {viewer.following ? 'Siguiendo' : 'Seguir'}
      </Button>
      <Link to="/chat/$chatWithUserId" params={{ chatWithUserId: profile.id }} className={buttonClass({ variant: 'outline', size: 'sm' })} onClick={onMessage}>
        <MessageCircle size={16} aria-hidden="true" />
        Mensaje
      </Link>
      <Button variant={viewer.awarded ? 'accent' : 'outline'} size="sm" onClick={onAward} aria-pressed={viewer.awarded} disabled={award.isPending}>
        <Award size={16} aria-hidden="true" />
        {viewer.awarded ? 'Premiado' : 'Premiar'}
      </Button>
      <a
        href={decision === 'ok' && profile.support_url ? profile.support_url : '#'}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        onClick={onSupport}
      >
        <Heart size={16} aria-hidden="true" />
        Apoyar
      </a>
      <Button variant="ghost" size="sm" onClick={onReport}>
        <Flag size={16} aria-hidden="true" />
        Denunciar
      </Button>
      <Button variant="ghost" size="sm" onClick={onBlock} aria-pressed={viewer.blocked} disabled={block.isPending}>
        <Ban size={16} aria-hidden="true" />
        {viewer.blocked ? 'Desbloquear' : 'Bloquear'}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void shareProfile(profile)}>
        <Share2 size={16} aria-hidden="true" />
        Compartir
      </Button>
      <ReportDialog open={reporting} target="profile" targetId={profile.id} onClose={() => setReporting(false)} />
    </div>
  );
}
