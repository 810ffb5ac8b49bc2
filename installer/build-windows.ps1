<#
.SYNOPSIS
    Build the Windows installer of Sheepshead Scorer: PyInstaller bundle, smoke test, Inno Setup.

.DESCRIPTION
    Run on Windows 10 or 11 (x64) from a PowerShell prompt in the repository:

        powershell -ExecutionPolicy Bypass -File installer\build-windows.ps1

    Needs Python 3.11 or newer (the "py" launcher from python.org) and Inno Setup 6
    (https://jrsoftware.org/isinfo.php; its ISCC.exe on PATH or in the default folder).
    Makes .venv if missing, installs the app and PyInstaller into it, builds
    dist\sheepshead-scorer\, starts both programs with --smoke (the windowed one reports to a
    file, having no console), then compiles dist\sheepshead-scorer-<version>-windows-x64-setup.exe.

.PARAMETER NoInstaller
    Stop after the bundle and its smoke test (no Inno Setup needed).

.PARAMETER Python
    The Python used to create .venv (default: py -3, the newest Python the launcher knows).
#>
param(
    [switch]$NoInstaller,
    [string]$Python = "py"
)
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")

function Invoke-Checked([string]$What, [scriptblock]$Command) {
    & $Command
    if ($LASTEXITCODE -ne 0) { throw "build-windows: $What failed with exit status $LASTEXITCODE" }
}

$venvPython = ".venv\Scripts\python.exe"
if (-not (Test-Path $venvPython)) {
    Write-Host "creating .venv"
    if ($Python -eq "py") {
        Invoke-Checked "creating .venv (py -3)" { py -3 -m venv .venv }
    } else {
        Invoke-Checked "creating .venv ($Python)" { & $Python -m venv .venv }
    }
}
Invoke-Checked "installing the app and PyInstaller" {
    & $venvPython -m pip install -q -e . -r installer\requirements.txt
}
$version = (& $venvPython -c "import sheepshead_scorer; print(sheepshead_scorer.__version__)").Trim()

Write-Host "building the bundle (version $version)"
Invoke-Checked "PyInstaller" {
    & $venvPython -m PyInstaller installer\sheepshead-scorer.spec --noconfirm --log-level WARN `
        --distpath dist --workpath build\pyinstaller
}
$bundle = "dist\sheepshead-scorer"

Write-Host "smoke test: the console program"
Invoke-Checked "sheepshead-scorer-cli.exe --smoke" { & "$bundle\sheepshead-scorer-cli.exe" --smoke }

Write-Host "smoke test: the windowed program (report in a file: it has no console)"
$report = Join-Path $env:TEMP "sheepshead-smoke-report.txt"
$gui = Start-Process -FilePath "$bundle\sheepshead-scorer.exe" -ArgumentList "--smoke", "--report", "`"$report`"" `
    -Wait -PassThru
Get-Content $report
if ($gui.ExitCode -ne 0) { throw "build-windows: sheepshead-scorer.exe --smoke exited with $($gui.ExitCode)" }

$sizeMB = [math]::Round(((Get-ChildItem $bundle -Recurse -File | Measure-Object Length -Sum).Sum) / 1MB)
Write-Host "bundle: $bundle ($sizeMB MB)"
if ($NoInstaller) { return }

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) {
    throw "build-windows: Inno Setup 6 not found; install it from https://jrsoftware.org/isinfo.php or run with -NoInstaller"
}
Invoke-Checked "Inno Setup" { & $iscc /Q "/DAppVersion=$version" installer\windows\sheepshead-scorer.iss }
Write-Host "installer: dist\sheepshead-scorer-$version-windows-x64-setup.exe"
