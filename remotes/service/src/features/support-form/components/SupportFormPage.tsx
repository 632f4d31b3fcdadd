import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { postSupportRequest } from '@account/api-client/service';
import {
  paths,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  supportTopics,
  type SupportTopic,
} from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSearchParams } from '@account/router';
import { useFormDraft, useSession } from '@account/session';
import { Button, ButtonLink, ConfirmationNotice, Notice, SectionHeader, theme } from '@account/ui';
import { ErrorSummary, Field, TextField, useFormErrors, useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { supportFailure } from '../outcome';
import { SUPPORT_FORM_FIELDS, supportFormSchema, type SupportForm } from '../schema';
import { controlStyle } from './control-style';
import { OrderField } from './OrderField';

const limits = { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX };

/**
 * contacts/form (spec section 4: in progress, success, error): topic, the optional order, the
 * message and the reply address, prefilled with the account's e-mail. A failed send keeps
 * everything typed. The spec's success modal is the focused notice every other send confirms
 * in (issue 40): it replaces the sent form instead of covering it.
 */
export function SupportFormPage() {
  const { t } = useTranslation(NS);
  const accountEmail = useSession((state) => state.user?.email ?? '');
  // A page that leads here for one concern (the accessibility statement: ?topic=accessibility)
  // chooses the topic; the customer can still change it.
  const [params] = useSearchParams();
  const linkedTopic = params.get('topic') ?? '';
  const topic = (supportTopics as readonly string[]).includes(linkedTopic) ? linkedTopic : '';
  const { register, handleSubmit, formState, control, watch, getValues, reset } =
    useForm<SupportForm>({
      resolver: zodResolver(supportFormSchema),
      defaultValues: { topic, orderNumber: '', message: '', email: accountEmail },
      shouldFocusError: false,
    });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const request = useSubmit(
    (values: SupportForm) =>
      postSupportRequest({
        topic: values.topic as SupportTopic,
        ...(values.orderNumber ? { orderNumber: values.orderNumber } : {}),
        message: values.message,
        email: values.email,
      }),
    supportFailure,
  );
  const failure = request.failure;
  const form = useFormErrors({
    formState,
    fields: SUPPORT_FORM_FIELDS,
    translate: (key) => t(key, limits),
    serverError:
      failure?.kind === 'field'
        ? { field: failure.field, message: t(failure.messageKey, limits) }
        : null,
  });
  const left = SUPPORT_MESSAGE_MAX - message.trim().length;
  const sent = request.state.status === 'success' ? request.state.result : null;
  useFormDraft('support-form', { watch, getValues, reset }, sent !== null);
  const header = (
    <SectionHeader
      title={t('customerSupport.form.title')}
      back={{ to: paths.service.contacts(), label: t('customerSupport.form.back') }}
    />
  );

  if (sent)
    return (
      <>
        {header}
        <ConfirmationNotice>
          <h2>{t('customerSupport.form.success.title')}</h2>
          <p>
            {t('customerSupport.form.success.body', { email: accountEmail, replyTo: sent.email })}
          </p>
          <ButtonLink to={paths.service.contacts()}>{t('customerSupport.form.back')}</ButtonLink>
        </ConfirmationNotice>
      </>
    );

  return (
    <>
      {header}
      <div css={{ maxWidth: theme.size.readable }}>
        <p>{t('customerSupport.form.intro')}</p>
        {failure?.kind === 'message' && <Notice tone="error">{t(failure.messageKey)}</Notice>}
        <form noValidate onSubmit={handleSubmit((values) => request.submit(values))}>
          <ErrorSummary {...form.summary} />
          <Field id="topic" label={t('customerSupport.form.topic')} error={form.errorOf('topic')}>
            {(field) => (
              <select
                {...field}
                {...register('topic')}
                css={controlStyle(Boolean(form.errorOf('topic')))}
              >
                <option value="">{t('customerSupport.form.topicPlaceholder')}</option>
                {supportTopics.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`customerSupport.form.topics.${topic}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <OrderField registration={register('orderNumber')} error={form.errorOf('orderNumber')} />
          <Field
            id="message"
            label={t('customerSupport.form.message')}
            hint={
              <>
                {t('customerSupport.form.messageHint', limits)}{' '}
                <span data-testid="characters-left">
                  {left >= 0
                    ? t('customerSupport.form.charactersLeft', { count: left })
                    : t('customerSupport.form.tooManyCharacters', { count: -left })}
                </span>
              </>
            }
            error={form.errorOf('message')}
          >
            {(field) => (
              <textarea
                {...field}
                {...register('message')}
                rows={8}
                css={{ ...controlStyle(Boolean(form.errorOf('message'))), maxWidth: '100%' }}
              />
            )}
          </Field>
          <TextField
            id="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            label={t('customerSupport.form.email')}
            hint={t('customerSupport.form.emailHint')}
            error={form.errorOf('email')}
            {...register('email')}
          />
          <Button type="submit" busy={request.busy}>
            {t('customerSupport.form.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}
