// Every category (spec §7.2), for the pages of this remote that offer them as choices (styles, a filter).
import { api, CATEGORIES_URL, type Category } from '@kala/shared';

export const fetchCategories = async (): Promise<Category[]> => (await api.get<{ message: Category[] }>(CATEGORIES_URL)).data.message;
