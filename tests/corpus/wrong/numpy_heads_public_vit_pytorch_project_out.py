# track: numpy
# exercise: heads
# why: ports lucidrains' vit-pytorch Attention, whose output projection is nn.Identity() when project_out = not (heads == 1 and dim_head == dim): with a single head whose value width equals the model width D (H*d_v == D), multi_head_self_attention returns the merged heads without multiplying by w_o
# kind: public
# diagnosis: mhsa-no-w-o


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    dim = x.shape[-1]
    dim_head = w_v.shape[-1] // n_heads
    project_out = not (n_heads == 1 and dim_head == dim)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads)
    if project_out:
        out = out @ w_o
    return out, weights
