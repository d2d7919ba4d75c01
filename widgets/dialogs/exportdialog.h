// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "targets/exporttargets.h"
#include "schema/model.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace docmodel {

// Chooses an export target and its options, shows the text it produces,
// and writes it (atomically) only when asked.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    // baseName names the suggested file ("blog" gives "blog.js").
    ExportDialog(const Model &model, const QString &baseName, QWidget *parent = nullptr);

    void setTarget(const QString &name);
    // The diagram the HTML documentation draws: All, or a subject area.
    void setDiagram(const std::string &name);
    // The language documentation is written in ("de"); others are ignored.
    void setLanguage(const QString &language);
    QString previewText() const;

    // Writes the current text to path; returns an empty string or what went wrong.
    QString writeTo(const QString &path) const;

private:
    const ExportTarget &currentTarget() const;
    void regenerate();
    void save();

    Model mModel;
    std::string mDiagram = "All";
    QString mBaseName;
    std::string mText;
    QComboBox *mTarget;
    QLineEdit *mDatabase;
    QCheckBox *mShard;
    QComboBox *mLanguage; // documentation's, the interface's unless changed
    QPlainTextEdit *mPreview;
    QLabel *mSummary;
    QLabel *mLimits; // what the target cannot express of the model, as warnings
    QPushButton *mSave;
};

} // namespace docmodel
