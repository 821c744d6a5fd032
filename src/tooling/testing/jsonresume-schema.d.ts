/** The JSON Resume project's own validator (its schema, checked by `jsonschema`); the package has no types. */
declare module '@jsonresume/schema' {
  type ValidationError = { property: string; message: string };
  const resumeSchema: {
    validate(resume: unknown, callback: (errors: ValidationError[] | null, valid: boolean) => void): void;
  };
  export default resumeSchema;
}
