# track: numpy
# exercise: masking
# why: causal_mask compares the positions with a strict inequality, np.arange(t)[:, None] > np.arange(t)[None, :] (> where >= was meant), so the diagonal is hidden: no query sees its own key and query 0 sees nothing
# kind: relation
# diagnosis: causal-no-diagonal


def causal_mask(t):
    return np.arange(t)[:, None] > np.arange(t)[None, :]
