# track: numpy
# exercise: scaling
# kind: knockon
# why: a scratch cell pasted at the end of the module to compare with lesson section 4, def scaled_scores(q, k): return q @ k.T / np.sqrt(q.shape[-1]), redefines scaled_scores after the real one, and the later definition wins: k.T reverses every axis of batched keys and np.sqrt makes float32 scores float64, and attention and multi-head attention, which call scaled_scores, break with it (batched and multi-head calls raise or mix the wrong axes)
# diagnosis: transpose-all-axes, dtype-float64

def scaled_scores(q, k):
    return q @ k.T / np.sqrt(q.shape[-1])
