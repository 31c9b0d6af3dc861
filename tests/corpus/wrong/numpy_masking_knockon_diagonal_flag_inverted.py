# track: numpy
# exercise: masking
# why: causal_mask returns _lower_triangle(t, include_diagonal=True), but the student's helper maps the flag onto np.tri's offset the wrong way round, k = -1 if include_diagonal else 0, so the diagonal is left out: every query is hidden from its own key and query 0 sees no key at all
# kind: knockon
# diagnosis: causal-no-diagonal


def _lower_triangle(n, include_diagonal=True):
    offset = -1 if include_diagonal else 0
    return np.tri(n, k=offset, dtype=bool)


def causal_mask(t):
    return _lower_triangle(t, include_diagonal=True)
