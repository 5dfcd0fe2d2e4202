import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, ARTWORK_LIMITS, artworkPath, bus, Button, buttonClass, type Category, confirmDialog, Heading, keyOfCode, MSG_CODED, type MsgKey, type Problem, profilePath, showSnack, useCategoryName, type User } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { type ArtworkField } from '@kala/shared/rules';
import { snackProblem, useFieldErrors, useProblemText } from '@kala/shared/forms';
import { RetryLine } from '@kala/shared/remote-kit';
import { catalogueKeys, fetchCategories } from '../api/catalogue-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { deleteArtwork, editArtwork, uploadArtwork } from './artwork-form-api';
import { FIELD_ORDER, acceptFiles, fieldOfMessage, fieldOfValue, makeCover, newKey, problemsOf, toFormData, type FormValues } from './form-state';
import { ImageStrip } from './image-strip';
import { TagsInput } from './tags-input';
import styles from './artwork-form.module.css';

type ArtworkFormProps = { user: User; initial: FormValues } & ({ mode: 'upload'; artwork?: undefined } | { mode: 'edit'; artwork: Artwork });

/** Upload (/upload) and Edit (/artwork/:slug/edit): images with a cover, the label's facts, tags. */
export function ArtworkForm({ mode, user, initial, artwork }: ArtworkFormProps) {
  const { t } = useCatalogueT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(initial);
  // The stock the page opened with (a refetched work must not change it): see toFormData.
  const [stockWas] = useState(initial.stock);
  const errors = useFieldErrors<ArtworkField>(FIELD_ORDER);
  const problemText = useProblemText();
  const [progress, setProgress] = useState<number | null>(null);
  const deletion = useMutation({
    mutationFn: (work: Artwork) => deleteArtwork(user.role, work._id),
    onSuccess: (_answer, work) => {
      showSnack(MSG_CODED.artworkDeleted, { type: 'success' });
      queryClient.removeQueries({ queryKey: ['catalogue', 'artwork', work.slug] });
      bus.emit('works:changed');
      navigate(profilePath(user));
    },
    onError: (error) => fail(error, 'artworkDeleteFailed'),
  });
  // Once deleted, the buttons stay off while the page leaves.
  const deleting = deletion.isPending || deletion.isSuccess;
  const progressId = useId();
  const categories = useQuery({ queryKey: catalogueKeys.categories, queryFn: fetchCategories });
  const mains = (categories.data ?? []).filter((c) => c.parent == null);
  const subs = (categories.data ?? []).filter((c) => c.parent != null && c.parent === values.main);
  const saving = progress != null;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = fieldOfValue(key);
    if (field) errors.clear(field);
  };
  const tell = (problem: Problem) => snackProblem(problem, problemText);

  const addFiles = (files: File[]) => {
    const { accepted, problem } = acceptFiles(values.images.length, files);
    if (problem) tell(problem);
    if (accepted.length) {
      set('images', [...values.images, ...accepted.map((file) => ({ key: newKey(), kind: 'new' as const, file, alt: '' }))]);
    }
  };

  /** A refusal that names a field shows by that field; any other as the spec's toast. */
  const fail = (error: unknown, fallback: MsgKey) => {
    if (error instanceof ApiError && error.httpStatus === 413) return tell({ key: 'imageTooLarge', values: { n: Math.round(ARTWORK_LIMITS.imageBytes / (1024 * 1024)) } });
    const key = (error instanceof ApiError ? (keyOfCode(error.code, 'common') as MsgKey | undefined) : undefined) ?? fallback;
    const field = fieldOfMessage(key);
    if (field) errors.show([{ field, key }]);
    else tell({ key });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (errors.show(problemsOf(values))) return;
    setProgress(0);
    try {
      const body = toFormData(values, mode === 'edit' ? stockWas : undefined);
      const slug = mode === 'upload' ? await uploadArtwork(user.role, body, setProgress) : await editArtwork(user.role, artwork._id, body, setProgress);
      showSnack(mode === 'upload' ? MSG_CODED.artworkUploaded : MSG_CODED.artworkUpdated, { type: 'success' });
      bus.emit('works:changed');
      navigate(artworkPath({ slug, author: { role: user.role } as Artwork['author'] }));
    } catch (error) {
      fail(error, 'artworkSaveFailed');
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    if (!artwork) return;
    const yes = await confirmDialog({ title: t('msg.artworkDeleteTitle'), message: t('msg.artworkDeleteText'), yesLabel: t('common.yes'), noLabel: t('common.no') });
    if (!yes) return;
    deletion.mutate(artwork);
  };

  const percent = Math.round((progress ?? 0) * 100);
  const numberField = (name: 'price' | 'stock' | 'height' | 'width' | 'breadth' | 'weight', max: number, unit?: string, hint?: string) => (
    <Field label={t(`artworkForm.${name}`)} unit={unit} hint={hint} error={errors.message(name)}>
      {(id, hintId) => (
        <input
          id={id}
          {...errors.field(name, hintId)}
          className={styles.input}
          type="number"
          inputMode={name === 'price' || name === 'stock' ? 'numeric' : 'decimal'}
          min={0}
          max={max}
          step={name === 'price' || name === 'stock' ? 1 : 'any'}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
          data-testid={`field-${name}`}
        />
      )}
    </Field>
  );

  return (
    <div className={styles.page}>
      <Heading level={1} size="page" className={styles.title}>
        {mode === 'upload' ? t('artworkForm.uploadTitle') : t('artworkForm.editTitle')}
      </Heading>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={saving}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('artworkForm.images')}</legend>
          <ImageStrip
            images={values.images}
            name={values.name.trim()}
            a11y={(hintId) => errors.field('images', hintId)}
            error={errors.message('images')}
            onAdd={addFiles}
            onRemove={(key) => set('images', values.images.filter((i) => i.key !== key))}
            onMakeCover={(key) => set('images', makeCover(values.images, key))}
            onAlt={(key, alt) => set('images', values.images.map((i) => (i.key === key ? { ...i, alt } : i)))}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('artworkForm.basicInfo')}</legend>
          <Field label={t('artworkForm.name')} error={errors.message('name')}>
            {(id) => <input id={id} {...errors.field('name')} className={styles.input} type="text" value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />}
          </Field>
          <Field label={t('artworkForm.description')}>
            {(id) => <textarea id={id} className={`${styles.input} ${styles.textarea}`} rows={5} value={values.description} maxLength={5000} onChange={(e) => set('description', e.target.value)} />}
          </Field>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('artworkForm.categories')}</legend>
          <div className={styles.row}>
            <Field label={t('artworkForm.mainCategory')} error={errors.message('category')}>
              {(id) => (
                <select
                  id={id}
                  {...errors.field('category')}
                  className={styles.input}
                  value={values.main}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, main: e.target.value, sub: '' }));
                    errors.clear('category');
                  }}
                >
                  <CategoryOptions first={categories.isPending ? t('common.loading') : t('artworkForm.chooseCategory')} categories={mains} />
                </select>
              )}
            </Field>
            <Field label={t('artworkForm.subCategory')} hint={t('artworkForm.optional')}>
              {(id, hintId) => (
                <select id={id} className={styles.input} value={values.sub} disabled={subs.length === 0} aria-describedby={hintId} onChange={(e) => set('sub', e.target.value)}>
                  <CategoryOptions first={values.main && subs.length === 0 ? t('artworkForm.noSubCategories') : t('artworkForm.chooseSubCategory')} categories={subs} />
                </select>
              )}
            </Field>
          </div>
          {categories.isError && <RetryLine className={styles.inlineError} text={t('artworkForm.categoriesFailed')} onRetry={() => void categories.refetch()} />}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('artworkForm.priceAndStock')}</legend>
          <div className={styles.row}>
            {numberField('price', ARTWORK_LIMITS.price, 'NPR', t('artworkForm.priceHint'))}
            {numberField('stock', ARTWORK_LIMITS.stock, undefined, t('artworkForm.upTo', { max: ARTWORK_LIMITS.stock }))}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('artworkForm.dimensions')}</legend>
          <div className={styles.row4}>
            {numberField('height', ARTWORK_LIMITS.height, t('artworkForm.inches'), t('artworkForm.upTo', { max: ARTWORK_LIMITS.height }))}
            {numberField('width', ARTWORK_LIMITS.width, t('artworkForm.inches'), t('artworkForm.upTo', { max: ARTWORK_LIMITS.width }))}
            {numberField('breadth', ARTWORK_LIMITS.breadth, t('artworkForm.inches'), t('artworkForm.upTo', { max: ARTWORK_LIMITS.breadth }))}
            {numberField('weight', ARTWORK_LIMITS.weight, t('artworkForm.kg'), t('artworkForm.upTo', { max: ARTWORK_LIMITS.weight }))}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('artworkForm.tagsSection')}</legend>
          <TagsInput tags={values.tags} onChange={(tags) => set('tags', tags)} a11y={(hintId) => errors.field('tags', hintId)} error={errors.message('tags')} />
        </fieldset>

        {saving && (
          <div className={styles.progress}>
            <label htmlFor={progressId}>{percent < 100 ? t('artworkForm.uploading', { percent }) : t('artworkForm.processing')}</label>
            <progress id={progressId} max={100} value={percent} />
          </div>
        )}

        <div className={styles.actions}>
          <Button type="submit" disabled={saving || deleting}>
            {saving ? t('artworkForm.saving') : mode === 'upload' ? t('artworkForm.submitUpload') : t('artworkForm.submitEdit')}
          </Button>
          {artwork && (
            <Link to={artworkPath(artwork)} className={buttonClass({ variant: 'secondary' })}>
              {t('common.cancel')}
            </Link>
          )}
          {artwork && (
            <Button variant="ghost" className={styles.delete} disabled={saving || deleting} onClick={() => void remove()}>
              {deleting ? t('artworkForm.deleting') : t('artworkForm.delete')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

/** A labelled field: the control, its hint, then its error message (which the control's aria-describedby names). */
function Field({ label, unit, hint, error, children }: { label: string; unit?: string; hint?: string; error?: ReactNode; children: (id: string, hintId?: string) => ReactNode }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {unit && <span className={styles.unit}> ({unit})</span>}
      </label>
      {children(id, hint ? hintId : undefined)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error}
    </div>
  );
}

/** A category select's options: `first` (empty value) says what to do, then the categories by their names. */
function CategoryOptions({ first, categories }: { first: string; categories: Category[] }) {
  const categoryName = useCategoryName();
  return (
    <>
      <option value="">{first}</option>
      {categories.map((c) => (
        <option key={c._id} value={c._id}>
          {categoryName(c)}
        </option>
      ))}
    </>
  );
}
