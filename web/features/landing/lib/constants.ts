/** The id of the features section: the target of the hero's "Learn more" link. */
export const FEATURES_SECTION_ID = 'features';
