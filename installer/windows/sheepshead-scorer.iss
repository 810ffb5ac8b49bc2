; Inno Setup 6 script: the Windows installer of Sheepshead Scorer.
;
; Built by installer\build-windows.ps1 after PyInstaller has made dist\sheepshead-scorer\:
;   iscc /DAppVersion=0.1.0 installer\windows\sheepshead-scorer.iss
; Output: dist\sheepshead-scorer-<version>-windows-x64-setup.exe
;
; Installs for the current user without administrator rights (Program Files if the director
; chooses "all users"), adds a Start menu entry (and a desktop icon if ticked), and registers
; an uninstaller in Settings > Apps. The director's data and settings are never removed:
; %LOCALAPPDATA%\sheepshead-scorer\sheepshead-scorer\ and HKCU\Software\Sheepshead Scorer.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Sheepshead Scorer"
#define AppExe "sheepshead-scorer.exe"

[Setup]
; The AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{F95EE1A5-AFE0-491E-A25C-64A4761F2A2E}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Sheepshead Scorer developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
LicenseFile=..\..\LICENSE
SetupIconFile=..\icons\sheepshead-scorer.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=sheepshead-scorer-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the libraries as a whole, so no file of an older version is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "..\..\dist\sheepshead-scorer\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Score Sheepshead tournaments and leagues"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
