// The API tests read answered HTML and XML as a browser does, with the workspace's jsdom (the web tests' DOM),
// which ships no types of its own; only the part they use is declared.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      readonly document: Document;
      readonly DOMParser: { new (): DOMParser };
    };
  }
}
