export const loadData = () => [];
