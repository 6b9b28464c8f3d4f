// Actions on another member's profile: follow, message, award, support, report, block, share (visitors get 'Inicia sesión').
import { useState, type MouseEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Award, Ban, Flag, Heart, MessageCircle, Share2, UserCheck, UserPlus } from 'lucide-react';
import { Button, ConfirmDialog, buttonClass } from '@/components/ui';
import { useMemberAction } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { safeHref } from '@/lib/safe-href';
import type { ProfileRow } from '../api/profile-query';
import { NO_VIEWER_STATE, viewerStateQuery } from '../api/viewer-state-query';
import { toggleFollowMutation } from '../api/toggle-follow-mutation';
import { toggleAwardMutation } from '../api/toggle-award-mutation';
import { supportCreatorMutation } from '../api/support-creator-mutation';
import { NOT_VERIFIED_TOAST, NO_LINK_TOAST, SELF_AWARD_TOAST, supportDecision } from '../rules';
import { shareWithToast, type ShareWording } from '@/lib/share';
import { ReportDialog } from '@/components/report';
import { blockQuestion, setBlockMutation } from '@/lib/blocks';
import * as sqlText from '@/lib/error-texts.gen';

const SHARE_WORDING: ShareWording = {
  shared: { title: 'Perfil compartido', description: '¡Gracias por compartir!', variant: 'success' },
  copied: { title: 'Enlace copiado', description: 'El enlace del perfil se copió al portapapeles.', variant: 'success' },
  shareFailed: { title: 'Error al compartir', description: 'No se pudo compartir el perfil.', variant: 'destructive' },
};

export function ProfileActions({ profile, viewerId }: { profile: ProfileRow; viewerId: string | null }) {
  const viewer = useQuery({ ...viewerStateQuery(profile.id, viewerId), enabled: !!viewerId }).data ?? NO_VIEWER_STATE;
  const requireMember = useMemberAction();
  // The mutations run only for members (requireMember first), so the empty id never reaches the server.
  const uid = viewerId ?? '';
  const follow = useMutation(toggleFollowMutation(profile, uid));
  const award = useMutation(toggleAwardMutation(profile, uid));
  const block = useMutation(setBlockMutation({ id: profile.id, name: profile.name }, uid));
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const question = blockQuestion(profile.name);
  const support = useMutation(supportCreatorMutation(profile));
  const [reporting, setReporting] = useState(false);
  const decision = supportDecision(profile);

  const onFollow = () => requireMember(sqlText.not_authenticated__a_usuarios) && follow.mutate();
  const onAward = () => {
    if (!requireMember(sqlText.not_authenticated__a_creadores)) return;
    if (viewerId === profile.id) return notify(SELF_AWARD_TOAST);
    award.mutate();
  };
  const onMessage = (e: MouseEvent) => {
    if (!requireMember(sqlText.not_authenticated__enviar_mensajes)) e.preventDefault();
  };
  // The link itself opens the support page (a real link, so no popup blocker); the click records the support.
  const onSupport = (e: MouseEvent) => {
    if (!requireMember(sqlText.not_authenticated__necesitas_a_creadores)) return e.preventDefault();
    if (decision !== 'ok') {
      e.preventDefault();
      return notify(decision === 'no_link' ? NO_LINK_TOAST : NOT_VERIFIED_TOAST);
    }
    support.mutate();
  };
  const onReport = () => requireMember('Necesitas iniciar sesión para denunciar.') && setReporting(true);
  // Blocking asks first (the toast then offers 'Deshacer'); unblocking is immediate.
  const onBlock = () => {
    if (!requireMember('Necesitas iniciar sesión para bloquear usuarios.') || block.isPending) return;
    if (viewer.blocked) block.mutate(false);
    else setConfirmingBlock(true);
  };

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
        href={(decision === 'ok' && safeHref(profile.support_url)) || '#'}
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
      <Button variant="ghost" size="sm" onClick={() => void shareWithToast(`${window.location.origin}/profile/${profile.id}`, profile.name, SHARE_WORDING)}>
        <Share2 size={16} aria-hidden="true" />
        Compartir
      </Button>
      <ReportDialog open={reporting} target="profile" targetId={profile.id} onClose={() => setReporting(false)} />
      {confirmingBlock ? (
        <ConfirmDialog
          open
          title={question.title}
          confirmLabel="Bloquear"
          pending={block.isPending}
          onClose={() => setConfirmingBlock(false)}
          onConfirm={() => block.mutate(true, { onSettled: () => setConfirmingBlock(false) })}
        >
          {question.body}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
