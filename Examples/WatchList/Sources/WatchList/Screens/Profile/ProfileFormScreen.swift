/// The profile form. Its `State` and `Action` are generated from ProfileForm.connector.yml.
public enum ProfileFormScreen {}
