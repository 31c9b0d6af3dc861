# track: numpy
# exercise: heads
# why: attention follows Algorithm 4 of Phuong & Hutter's "Formal Algorithms for Transformers" in its column-vector convention (S = K^T Q, a softmax down each column, output V softmax(S)) and never turns the results back into the kit's rows, so it returns the output as (..., d_v, T) and the weights as (..., S, T), both with their last two axes swapped
# kind: public
# diagnosis: transposed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    # Algorithm 4: one column per query
    scores = (k @ np.swapaxes(q, -2, -1)) / math.sqrt(q.shape[-1])  # (..., S, T)
    if allowed is not None:
        scores = np.swapaxes(mask_scores(np.swapaxes(scores, -2, -1), allowed), -2, -1)
    weights = np.swapaxes(stable_softmax(np.swapaxes(scores, -2, -1)), -2, -1)  # each column sums to 1
    output = np.swapaxes(v, -2, -1) @ weights  # (..., d_v, T): V~ = V . softmax(S)
    return output, weights
