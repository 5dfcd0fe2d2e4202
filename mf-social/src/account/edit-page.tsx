// Edit Information (spec §2, §5, §7.5): pictures (cropped), basic info, shipping info, styles, biography,
// achievements and the private setting, saved in one call. The header's 'Update Profile' becomes 'Edit
// Information' once saved (the session user is read again).
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, FallbackImage, Heading, Loader, PROFILE_LIMITS, showSnack, useCategoryName, useDocumentTitle, useViewerId, ApiError, type User } from '@kala/shared';
import { bikramSambatField, parseBikramSambat, useDates } from '@kala/shared/dates';
import { useFieldErrors, type FieldErrors } from '@kala/shared/forms';
import { FormButtons, WhenLoaded } from '@kala/shared/remote-kit';
import { SHIPPING_FIELDS, dobForCall, profileProblems, profileShippingProblems, type ShippingField } from '@kala/shared/rules';
import { useSocialT } from '../i18n/social-i18n';
import { refreshSessionUser } from '../api/session-user';
import { fetchCategories } from '../api/categories-api';
import { accountKeys, fetchMyProfile, saveProfile } from './account-api';
import styles from './edit-page.module.css';

const ImageCropper = lazy(() => import(/* webpackChunkName: "cropper" */ './image-cropper').then((m) => ({ default: m.ImageCropper })));

const PICTURE = { width: 200, height: 200 };
const COVER = { width: 480, height: 148 };
const MB = 1024 * 1024;

type Field = 'name' | 'dob' | 'address' | 'biography' | 'achievements' | ShippingField;
const ORDER: readonly Field[] = ['name', 'dob', 'address', ...SHIPPING_FIELDS, 'biography', 'achievements'];

export function EditPage() {
  const { t } = useSocialT();
  const viewer = useViewerId();
  useDocumentTitle(t('edit.title'));
  const me = useQuery({ queryKey: accountKeys.me(viewer), queryFn: fetchMyProfile, enabled: !!viewer });
  return <WhenLoaded query={me}>{(user) => <EditForm user={user} />}</WhenLoaded>;
}

interface Values {
  name: string;
  dob: string;
  address: string;
  biography: string;
  achievements: string;
  private: boolean;
  categories: string[];
  shipping: Record<ShippingField, string>;
}

const valuesOf = (u: User): Values => ({
  name: u.name,
  dob: u.info.dob ?? '',
  address: u.info.address ?? '',
  biography: u.info.biography ?? '',
  achievements: u.info.achievements ?? '',
  private: u.settings.private,
  categories: u.categories.map((c) => c._id),
  shipping: Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, u.shippingInfo[f] ?? ''])) as Record<ShippingField, string>,
});

function formData(v: Values, pictures: { picture: Blob | null; cover: Blob | null; removePicture: boolean }): FormData {
  const body = new FormData();
  const fields: Record<string, string> = { name: v.name, 'info.dob': dobForCall(v.dob), 'info.address': v.address, 'info.biography': v.biography, 'info.achievements': v.achievements, 'settings.private': String(v.private) };
  for (const [k, value] of Object.entries(fields)) body.append(k, value);
  // Phone and postal code only when numeric (spec §7.5); the checks before saving make them so when given.
  for (const f of SHIPPING_FIELDS) body.append(`shippingInfo.${f}`, v.shipping[f].trim());
  for (const id of v.categories) body.append('info.categories', id);
  if (pictures.picture) body.append('picture', pictures.picture, 'picture.jpg');
  if (pictures.cover) body.append('cover', pictures.cover, 'cover.jpg');
  if (pictures.removePicture) body.append('removePicture', 'true');
  return body;
}

function EditForm({ user }: { user: User }) {
  const { t, i18n } = useSocialT();
  const queryClient = useQueryClient();
  const [v, setV] = useState(() => valuesOf(user));
  const [picture, setPicture] = useState<{ blob: Blob | null; url: string | null; removed: boolean }>({ blob: null, url: null, removed: false });
  const [cover, setCover] = useState<{ blob: Blob; url: string } | null>(null);
  const [cropping, setCropping] = useState<{ file: File; kind: 'picture' | 'cover' } | null>(null);
  const save = useMutation({
    mutationFn: saveProfile,
    // The form stays busy until the session and every cached page show the new profile.
    onSuccess: async () => {
      showSnack(t('msg.profileUpdated'), { type: 'success' });
      await refreshSessionUser();
      await queryClient.invalidateQueries();
    },
    onError: (error) => void showSnack(error instanceof ApiError && error.httpStatus === 400 ? error : t('msg.profileUpdateFailed'), { type: 'error' }),
  });
  const saving = save.isPending;
  const errors = useFieldErrors<Field>(ORDER);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((current) => ({ ...current, [key]: value }));

  const choose = (kind: 'picture' | 'cover', file: File | undefined) => {
    if (!file) return;
    if (kind === 'cover' && file.size > PROFILE_LIMITS.coverBytes) return void showSnack(t('msg.coverTooLarge', { n: PROFILE_LIMITS.coverBytes / MB }), { type: 'error' });
    setCropping({ file, kind });
  };
  const cropped = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    if (cropping?.kind === 'picture') setPicture({ blob, url, removed: false });
    else setCover({ blob, url });
    setCropping(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const dob = dobForCall(v.dob);
    if (errors.show([...profileProblems({ ...v, dob }, { bikramSambat: i18n.language === 'ne' }), ...profileShippingProblems(v.shipping)])) return;
    save.mutate(formData(v, { picture: picture.blob, cover: cover?.blob ?? null, removePicture: picture.removed }));
  };

  const pictureNow = picture.removed ? null : (picture.url ?? user.picture);
  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate>
      <Heading level={1}>{t('edit.title')}</Heading>

      <EditSection id="edit-pictures" title={t('edit.pictures')}>
        <div className={styles.cover}>{cover ? <img src={cover.url} alt="" /> : user.cover && <FallbackImage fileName={user.cover} alt="" />}</div>
        <FileButton label={t('edit.changeCover')} onFile={(f) => choose('cover', f)} />
        <div className={styles.pictureRow}>
          <Avatar name={v.name || user.name} picture={pictureNow} size={96} />
          <FileButton label={t('edit.changePicture')} onFile={(f) => choose('picture', f)} />
          {pictureNow && (
            <Button variant="link" onClick={() => setPicture({ blob: null, url: null, removed: true })}>
              {t('edit.remove')}
            </Button>
          )}
        </div>
      </EditSection>

      <EditSection id="edit-basic" title={t('edit.basic')}>
        <TextField errors={errors} name="name" label={t('edit.name')} value={v.name} onChange={(x) => set('name', x)} required />
        <label className={styles.field}>
          <span>{t('edit.email')}</span>
          <input value={user.email} readOnly />
        </label>
        {i18n.language === 'ne' ? (
          <BikramSambatDob errors={errors} iso={v.dob} onChange={(x) => set('dob', x)} />
        ) : (
          <TextField errors={errors} name="dob" type="date" label={t('edit.dob')} value={v.dob} onChange={(x) => set('dob', x)} required />
        )}
        <TextField errors={errors} name="address" label={t('edit.address')} value={v.address} onChange={(x) => set('address', x)} required />
        <label className={styles.check}>
          <input type="checkbox" checked={v.private} onChange={(e) => set('private', e.target.checked)} />
          {t('edit.private')}
        </label>
      </EditSection>

      <EditSection id="edit-shipping" title={t('edit.shipping')}>
        {SHIPPING_FIELDS.map((f) => (
          <TextField key={f} errors={errors} name={f} label={t(`edit.ship.${f}`)} value={v.shipping[f]} onChange={(x) => set('shipping', { ...v.shipping, [f]: x })} inputMode={f === 'phoneNumber' ? 'tel' : undefined} />
        ))}
      </EditSection>

      <Styles selected={v.categories} onChange={(ids) => set('categories', ids)} />

      <EditSection id="edit-about" title={t('edit.about')}>
        <TextField errors={errors} name="biography" multiline label={t('profile.biography')} value={v.biography} onChange={(x) => set('biography', x)} />
        <TextField errors={errors} name="achievements" multiline label={t('profile.achievements')} value={v.achievements} onChange={(x) => set('achievements', x)} />
      </EditSection>

      <FormButtons className={styles.buttons} submit={t('edit.save')} busy={saving} />
      {cropping && (
        <Suspense fallback={<Loader />}>
          <ImageCropper
            file={cropping.file}
            title={t(cropping.kind === 'picture' ? 'edit.cropPicture' : 'edit.cropCover')}
            size={cropping.kind === 'picture' ? PICTURE : COVER}
            onDone={cropped}
            onCancel={() => setCropping(null)}
          />
        </Suspense>
      )}
    </form>
  );
}

/**
 * The date of birth in Bikram Sambat for Nepali readers (issue 25): typed and shown as '२०४७-०५-१२' (Latin
 * digits accepted too), kept as the Gregorian YYYY-MM-DD the form sends as MM/DD/YYYY. A date that is not a
 * BS date is kept as '!', which the shared check rejects with the Bikram Sambat date-of-birth message.
 */
function BikramSambatDob({ errors, iso, onChange }: { errors: FieldErrors<Field>; iso: string; onChange: (iso: string) => void }) {
  const { t } = useSocialT();
  const dates = useDates();
  const [typed, setTyped] = useState<string | null>(null);
  const change = (text: string) => {
    setTyped(text);
    onChange(parseBikramSambat(text) ?? (text.trim() ? '!' : ''));
  };
  const shown = typed ?? (dates.ready ? bikramSambatField(iso) : '');
  return <TextField errors={errors} name="dob" label={t('edit.dobBs')} value={shown} onChange={change} placeholder="२०४७-०५-१२" required />;
}

interface TextFieldProps {
  errors: FieldErrors<Field>;
  name: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  inputMode?: 'tel';
  placeholder?: string;
}

function TextField({ errors, name, label, value, onChange, type = 'text', required, multiline, inputMode, placeholder }: TextFieldProps) {
  const id = `edit-${name}`;
  const change = (x: string) => {
    onChange(x);
    errors.clear(name);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea id={id} rows={4} value={value} maxLength={PROFILE_LIMITS.textMax} {...errors.field(name)} onChange={(e) => change(e.target.value)} />
      ) : (
        <input id={id} type={type} value={value} inputMode={inputMode} placeholder={placeholder} aria-required={required} {...errors.field(name)} onChange={(e) => change(e.target.value)} />
      )}
      {errors.message(name)}
    </div>
  );
}

function FileButton({ label, onFile }: { label: string; onFile: (file: File | undefined) => void }): ReactNode {
  return (
    <label className={styles.fileButton}>
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="kala-visually-hidden"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </label>
  );
}

function Styles({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useSocialT();
  const categoryName = useCategoryName();
  const categories = useQuery({ queryKey: accountKeys.categories, queryFn: fetchCategories });
  const main = (categories.data ?? []).filter((c) => !c.parent);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('profile.styles')}</legend>
      <div className={styles.styles}>
        {main.map((c) => (
          <label key={c._id} className={styles.check}>
            <input type="checkbox" checked={selected.includes(c._id)} onChange={(e) => onChange(e.target.checked ? [...selected, c._id] : selected.filter((id) => id !== c._id))} />
            {categoryName(c)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One part of the form, under its heading (`id` names the heading, for the section's label). */
function EditSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
