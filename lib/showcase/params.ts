/** The 404 of a showcase video id that is not a uuid (route() params). */
export const SHOWCASE_NOT_FOUND = "Showcase video not found";
