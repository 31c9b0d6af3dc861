# track: numpy
# exercise: mixture
# why: weighted_mixture mixes one query at a time and collects the rows with the student's helper _collect(row, rows=[]), which appends to its default list and returns it; a mutable default is created once, so the list keeps the rows of every earlier call and np.stack returns them all: only the very first call is right, and every later one comes back with extra rows from earlier calls
# kind: knockon
# diagnosis: stale-result:shape
# miss: every call after the first stacks the rows of earlier calls too, and np.stack raises on rows of other shapes: the checks see only that crash (its line and message lead), never a wrong answer that shows rows kept from an earlier call


def _collect(row, rows=[]):
    rows.append(row)
    return rows


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    rows = []
    for t in range(weights.shape[-2]):
        row = (weights[..., t, :, None] * values).sum(axis=-2)  # (..., d_v)
        rows = _collect(row)
    return np.stack(rows, axis=-2)
