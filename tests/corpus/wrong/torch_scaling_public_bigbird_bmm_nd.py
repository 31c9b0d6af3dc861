# track: torch
# exercise: scaling
# why: ports BigBird's torch_bmm_nd_transpose (Hugging Face modeling_big_bird), which flattens the leading axes of each operand on its own and calls torch.bmm, so it works when q and k have the very same batch axes but cannot broadcast them: a 2-D k shared by batched queries, or batch axes of length 1 against longer ones, raise RuntimeError
# kind: public
# diagnosis: fails-with-leading-axes, crash


def _bmm_nd_transpose(inp_1, inp_2, ndim=None):
    """Fast nd matrix multiplication with transpose (BigBird)."""
    return torch.bmm(
        inp_1.reshape((-1,) + inp_1.shape[-2:]), inp_2.reshape((-1,) + inp_2.shape[-2:]).transpose(1, 2)
    ).view(inp_1.shape[: ndim - 2] + (inp_1.shape[ndim - 2], inp_2.shape[ndim - 2]))


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return _bmm_nd_transpose(q, k, ndim=q.dim()) / math.sqrt(q.shape[-1])
