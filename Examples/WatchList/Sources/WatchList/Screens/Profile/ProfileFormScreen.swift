#if canImport(SwiftUI)
import SwiftUI

/// The profile form: a rendering view that draws the values it is given and calls its closures.
/// Its `State` and `Action`, its container `ProfileFormContainerView` and its previews are
/// generated from ProfileForm.connector.yml.
public struct ProfileFormScreen: View {
    @Binding var name: String
    @Binding var notificationsEnabled: Bool
    let canSave: Bool
    let save: () -> Void

    public var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Notifications", isOn: $notificationsEnabled)
            Button("Save", action: save).disabled(!canSave)
        }
    }
}
#else
/// The profile form. Its `State` and `Action` are generated from ProfileForm.connector.yml;
/// where SwiftUI exists it is a view, with a generated container and previews.
public enum ProfileFormScreen {}
#endif
