import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TEAMS_MAX } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useCreateTeam } from '../api/create-team';
import { Field } from './field';

/** The API's limit on a team's name (core/schemas/classes teamInputSchema). */
const TEAM_NAME_MAX = 40;

/** A new team by name; the server's refusal (a name taken, too many teams) shows under the field. */
export function TeamForm({ classId, full }: { classId: string; full: boolean }) {
  const { t } = usePageTranslation('classes');
  const create = useCreateTeam(classId);
  const [name, setName] = useState('');
  const trimmed = name.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed === '' || create.isPending) return;
    create.mutate(trimmed, {
      onSuccess: (team) => {
        setName('');
        toast.success(t('classes.teams.added', { name: team.name }));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label={t('classes.teams.name')}
        value={name}
        onValueChange={(value) => {
          setName(value);
          // A refusal was about the name sent: a new one deserves a fresh answer.
          if (create.isError) create.reset();
        }}
        maxLength={TEAM_NAME_MAX}
        autoComplete="off"
        dir="auto"
        hint={
          full
            ? t('classes.teams.full', { max: TEAMS_MAX })
            : t('classes.teams.nameHint', { length: TEAM_NAME_MAX, max: TEAMS_MAX })
        }
        error={create.isError ? t(errorKey(create.error), { defaultValue: t('errors.internal') }) : undefined}
        className="min-w-0 sm:max-w-sm sm:flex-1"
        data-testid="team-name-input"
      />
      {/* Lined up with the input, below the label's height. */}
      <Button
        type="submit"
        size="lg"
        className="sm:mt-7"
        disabled={trimmed === '' || full || create.isPending}
        aria-busy={create.isPending}
        data-testid="team-add"
      >
        <Plus className="size-5" aria-hidden />
        {create.isPending ? t('classes.teams.adding') : t('classes.teams.add')}
      </Button>
    </form>
  );
}
