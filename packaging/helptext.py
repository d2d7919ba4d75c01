#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Man page sections and bash completion from the programs' own --help.

Both are generated at build time from what the built programs print, so
they never drift from the options the programs accept.

  helptext.py man-include CLI OUT       help2man --include file: every
                                        command's usage and options
  helptext.py completion PROGRAM OUT    a bash completion script for
                                        docmodeler-cli or docmodeler
"""
import os
import re
import subprocess
import sys

OPTION = re.compile(r"^  (?:-(\w), )?--([\w-]+)(?: <([^>]+)>)?\s*(.*)$")
# The values an option takes, listed in its description: "(a, b or c)"
# anywhere, or ": a, b, c." at its end.
LIST = r"([a-z0-9-]+(?:, [a-z0-9-]+)+(?:,? or [a-z0-9-]+)?)"
CHOICES = re.compile(r"\(" + LIST + r"\)|:\s*" + LIST + r"\.?\s*$")
FILE_VALUES = {"FILE", "OUT", "SCHEMA", "DIR", "file"}


def run_help(program, *arguments):
    environment = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="", QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([program, *arguments, "--help"], env=environment, check=True,
                            capture_output=True, text=True, timeout=60)
    return result.stdout


def commands_of(cli):
    """The command names docmodeler-cli --help lists under "Commands:"."""
    names, listing = [], False
    for line in run_help(cli).splitlines():
        if line.rstrip().endswith("Commands:"):
            listing = True
        elif listing and re.match(r"^  \S", line):
            names.append(line.split()[0])
        elif listing and not line.strip():
            listing = False
    if not names:
        sys.exit(f"{cli} --help lists no commands")
    return names


def options_of(help_text):
    """(short, long, value name, description) of each option, descriptions joined."""
    options, section = [], None
    for line in help_text.splitlines():
        if re.match(r"^\S.*:$", line):
            section = line
            continue
        match = OPTION.match(line)
        if section == "Options:" and match:
            options.append(list(match.groups()))
        elif section == "Options:" and options and line.startswith("    "):
            options[-1][3] = (options[-1][3] + " " + line.strip()).strip()
    return options


def choices_of(description):
    match = CHOICES.search(description)
    if not match:
        return []
    listed = match.group(1) or match.group(2)
    return [word for word in re.split(r",\s*|\s+or\s+", listed) if word]


def roff(text):
    return text.replace("\\", "\\e").replace("-", "\\-")


def man_include(cli, out):
    lines = ["[COMMANDS]"]
    for name in commands_of(cli):
        help_text = run_help(cli, name)
        paragraphs = help_text.split("\n\n")
        usage = paragraphs[0].splitlines()[0].replace("Usage: ", "")
        description = " ".join(paragraphs[0].splitlines()[1:]).strip()
        lines += [f".SS {roff(name)}", f".B {roff(usage)}", ".PP", roff(description)]
        for short, long, value, text in options_of(help_text):
            if long in ("help", "lang", "color"):
                continue  # the same for every command: under OPTIONS
            flag = (f"\\fB\\-{short}\\fR, " if short else "") + f"\\fB\\-\\-{roff(long)}\\fR"
            if value:
                flag += f" \\fI{roff(value)}\\fR"
            lines += [".TP", flag, roff(text)]
    lines += [
        "[ENVIRONMENT]",
        ".TP", "\\fBNO_COLOR\\fR",
        "When set and not empty, diagnostics are printed without colour (unless \\fB\\-\\-color always\\fR).",
        ".TP", "\\fBLANG\\fR, \\fBLC_ALL\\fR",
        "The language of the output when \\fB\\-\\-lang\\fR is not given.",
        "[EXIT STATUS]",
        "0 on success, 1 when a command found problems (or a difference), 2 when it could not run.",
        "[SEE ALSO]",
        ".BR docmodeler (1)",
    ]
    write(out, "\n".join(lines) + "\n")


def completion_case(options):
    """The words and the value completions of one command's options."""
    words, values = [], []
    for short, long, value, text in options:
        words.append(f"--{long}")
        if short:
            words.append(f"-{short}")
        if not value:
            continue
        flags = f"--{long}" + (f"|-{short}" if short else "")
        choices = choices_of(text)
        if choices:
            values.append(f'            {flags}) COMPREPLY=($(compgen -W "{" ".join(choices)}" -- "$cur")) ;;')
        elif value in FILE_VALUES:
            values.append(f'            {flags}) compopt -o filenames; COMPREPLY=($(compgen -f -- "$cur")) ;;')
        else:
            values.append(f"            {flags}) COMPREPLY=() ;;")
    return words, values


def completion(program, out):
    name = os.path.basename(program)
    function = "_" + re.sub(r"\W", "_", name)
    script = [
        f"# bash completion for {name}, generated from its --help  -*- shell-script -*-",
        f"{function}()",
        "{",
        '    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}',
    ]
    if name == "docmodeler-cli":
        names = commands_of(program)
        top, _ = completion_case(options_of(run_help(program, names[0])))
        globals_ = [w for w in top if w in ("--lang", "--color")]
        script += [
            '    local command="" i',
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        case ${COMP_WORDS[i]} in",
            "            --lang | --color) ((i++)) ;;",
            "            -*) ;;",
            "            *) command=${COMP_WORDS[i]}; break ;;",
            "        esac",
            "    done",
            '    if [[ -z $command ]]; then',
            '        case $prev in',
        ]
        _, global_values = completion_case(
            [o for o in options_of(run_help(program, names[0])) if o[1] in ("lang", "color")])
        script += [v.replace("            ", "            ", 1) for v in global_values]
        script += [
            "            *) COMPREPLY=($(compgen -W "
            f'"{" ".join(names)} {" ".join(globals_)} --help --version" -- "$cur")) ;;',
            "        esac",
            "        return",
            "    fi",
            "    case $command in",
        ]
        for command in names:
            words, values = completion_case(options_of(run_help(program, command)))
            script += [f"    {command})", "        case $prev in"] + values + [
                "            *)",
                '                if [[ $cur == -* ]]; then',
                f'                    COMPREPLY=($(compgen -W "{" ".join(words)}" -- "$cur"))',
                "                else",
                '                    compopt -o filenames; COMPREPLY=($(compgen -f -- "$cur"))',
                "                fi ;;",
                "        esac ;;",
            ]
        script += ["    esac"]
    else:
        words, values = completion_case(options_of(run_help(program)))
        script += ["    case $prev in"] + [v[4:] for v in values] + [
            "        *)",
            '            if [[ $cur == -* ]]; then',
            f'                COMPREPLY=($(compgen -W "{" ".join(words)}" -- "$cur"))',
            "            else",
            '                compopt -o filenames; COMPREPLY=($(compgen -f -X "!*.dmodel" -- "$cur") $(compgen -d -- "$cur"))',
            "            fi ;;",
            "    esac",
        ]
    script += ["}", f"complete -F {function} {name}", ""]
    write(out, "\n".join(script))


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path + ".tmp", "w", encoding="utf-8") as stream:
        stream.write(text)
    os.replace(path + ".tmp", path)


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("man-include", "completion"):
        sys.exit(__doc__)
    {"man-include": man_include, "completion": completion}[sys.argv[1]](sys.argv[2], sys.argv[3])
